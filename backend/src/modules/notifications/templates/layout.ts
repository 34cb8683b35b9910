/** The frame around every HTML e-mail: plain, inline-styled, readable without images. */
export const HTML_LAYOUT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#1677ff;padding-bottom:16px">{{app.name}}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">
{{{body}}}
</td></tr>
<tr><td style="border-top:1px solid #e5e7eb;padding-top:16px;margin-top:24px;font-size:12px;color:#6b7280">
{{app.name}} helps university labs swap surplus reagents. Questions? Write to <a href="mailto:{{app.supportEmail}}" style="color:#6b7280">{{app.supportEmail}}</a>.<br>
<a href="{{app.url}}" style="color:#6b7280">{{app.url}}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

export const TEXT_LAYOUT = `{{{body}}}

-- 
{{app.name}} · {{app.url}}
Questions? Write to {{app.supportEmail}}.
`;
