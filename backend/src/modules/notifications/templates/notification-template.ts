/**
 * A notification's wording, per channel, as Handlebars sources kept in TypeScript (they ship with
 * `tsc` and need no copy step). Rendering context: the template's data at the top level, plus
 * `app` ({ name, url, supportEmail }) and, when the recipient is a member, `recipient`
 * ({ displayName, email }).
 *
 * HTML is escaped by Handlebars; subject, text and push parts are not (they are not HTML). In
 * HTML, write links as `{{href someUrl}}` (see `button`).
 * The HTML part is the inside of the shared layout (layout.ts); write it with inline styles.
 */
export interface NotificationTemplate<D extends object> {
  /** Stable name, stored with every e-mail and push (`account-approved`). */
  readonly name: string;
  readonly email?: { readonly subject: string; readonly html: string; readonly text: string };
  /** `url` is a path in the web app (`/dashboard`) or an absolute URL. */
  readonly push?: { readonly title: string; readonly body: string; readonly url: string };
  /** Type of `data`, for inference only. */
  readonly __data?: D;
}

export const defineTemplate = <D extends object>(template: Omit<NotificationTemplate<D>, '__data'>): NotificationTemplate<D> => template;

/**
 * A call-to-action button plus the bare link. `href` is the inside of a Handlebars `href` helper
 * call: `resetUrl`, or `app.url "/login"` (its parts are joined). The helper lets only http(s) and
 * mailto URLs through and escapes just what HTML needs, so links stay readable in the source.
 */
export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="{{href ${href}}}" style="background:#1677ff;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${label}</a></p>
<p style="font-size:13px;color:#666666">If the button does not work, copy this link into your browser:<br><a href="{{href ${href}}}" style="color:#1677ff;word-break:break-all">{{href ${href}}}</a></p>`;
