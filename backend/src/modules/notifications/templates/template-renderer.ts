import Handlebars from 'handlebars';
import { HTML_LAYOUT, TEXT_LAYOUT } from './layout.js';
import type { NotificationTemplate } from './notification-template.js';

/** Values every template may use as `app.*`. */
export interface AppGlobals {
  name: string;
  /** Public base URL of the web app, without a trailing slash. */
  url: string;
  supportEmail: string;
}

/** The member a notification is for, as templates see it (`recipient.*`). */
export interface TemplateRecipient {
  displayName: string;
  email: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderedPush {
  title: string;
  body: string;
  url: string;
}

export class TemplateRenderError extends Error {
  constructor(template: string, cause: unknown) {
    super(`Template ${template} could not be rendered: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'TemplateRenderError';
  }
}

type Compiled = (context: object) => string;

const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const HTML_ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** A link for an HTML attribute or text: http(s)/mailto only (anything else becomes '#'), escaped minimally. */
export function safeHref(url: string): string {
  try {
    if (!LINK_PROTOCOLS.has(new URL(url).protocol)) return '#';
  } catch {
    return '#';
  }
  return url.replace(/[&"'<>]/g, (c) => HTML_ATTRIBUTE_ESCAPES[c]!);
}

/**
 * Renders notification templates with Handlebars. Templates compile in strict mode, so a
 * template that names a field its data lacks fails at dispatch time (in the event handler), not
 * in the queue where retries could not help.
 */
export class TemplateRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly compiled = new Map<string, Compiled>();

  constructor(readonly app: AppGlobals) {
    // {{href part1 part2 …}}: the parts joined into one URL, made safe for an href.
    this.handlebars.registerHelper(
      'href',
      (...args: unknown[]) => new Handlebars.SafeString(safeHref(args.slice(0, -1).map(String).join(''))),
    );
  }

  email<D extends object>(template: NotificationTemplate<D>, data: D, recipient?: TemplateRecipient): RenderedEmail {
    if (!template.email) throw new TemplateRenderError(template.name, new Error('it has no e-mail part'));
    const context = this.context(data, recipient);
    try {
      const subject = oneLine(this.compile(template.email.subject, false)(context));
      const htmlBody = this.compile(template.email.html, true)(context);
      const textBody = this.compile(template.email.text, false)(context);
      return {
        subject,
        html: this.compile(HTML_LAYOUT, true)({ app: this.app, subject, body: htmlBody }),
        text: this.compile(TEXT_LAYOUT, false)({ app: this.app, body: textBody.trim() }),
      };
    } catch (error) {
      throw new TemplateRenderError(template.name, error);
    }
  }

  push<D extends object>(template: NotificationTemplate<D>, data: D, recipient?: TemplateRecipient): RenderedPush {
    if (!template.push) throw new TemplateRenderError(template.name, new Error('it has no push part'));
    const context = this.context(data, recipient);
    try {
      return {
        title: oneLine(this.compile(template.push.title, false)(context)),
        body: oneLine(this.compile(template.push.body, false)(context)),
        url: this.compile(template.push.url, false)(context).trim(),
      };
    } catch (error) {
      throw new TemplateRenderError(template.name, error);
    }
  }

  private context(data: object, recipient?: TemplateRecipient): object {
    return { ...data, app: this.app, ...(recipient ? { recipient } : {}) };
  }

  private compile(source: string, html: boolean): Compiled {
    const key = `${html ? 'h' : 't'}:${source}`;
    let compiled = this.compiled.get(key);
    if (!compiled) {
      compiled = this.handlebars.compile(source, { strict: true, noEscape: !html });
      this.compiled.set(key, compiled);
    }
    return compiled;
  }
}
