/**
 * Fills a mail template. The text part gets the values as they are; the HTML part is built from the text,
 * every value and every line escaped, so a name like `<script>` or `<a href=...>` arrives as plain text.
 * The one-time link becomes a button in the product's colour.
 */
import { THEME_COLORS } from '../../core/domain/constants';
import type { EmailTemplateText } from './default-templates';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}/g;
const LINK_LINE = /^\s*\{\{\s*link\s*\}\}\s*$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
}

function linkButton(href: string): string {
  const url = escapeHtml(href);
  return `<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:${THEME_COLORS.primary};color:#ffffff;text-decoration:none;border-radius:4px">Open the link</a></p><p style="font-size:12px;color:#555">Or copy this address: ${url}</p>`;
}

function htmlOf(body: string, values: Readonly<Record<string, string>>, systemTitle: string): string {
  const paragraphs = body.split(/\n{2,}/).map((block) => {
    const lines = block.split('\n');
    return lines
      .map((line) => (LINK_LINE.test(line) && values.link ? linkButton(values.link) : `<p style="margin:0 0 4px">${escapeHtml(fill(line, values))}</p>`))
      .join('');
  });
  return [
    '<!doctype html><html><body style="font-family:Roboto,Arial,sans-serif;color:#1d1d1d;line-height:1.5">',
    `<div style="border-top:4px solid ${THEME_COLORS.primary};max-width:560px;margin:0 auto;padding:16px">`,
    `<h1 style="font-size:18px;color:${THEME_COLORS.primary};margin:0 0 16px">${escapeHtml(systemTitle)}</h1>`,
    paragraphs.map((p) => `<div style="margin:0 0 12px">${p}</div>`).join(''),
    '</div></body></html>',
  ].join('');
}

export function renderTemplate(template: EmailTemplateText, values: Readonly<Record<string, string>>): RenderedMail {
  const systemTitle = values.system_title ?? '';
  return {
    // A subject is one line: a value with a line break must not add mail headers.
    subject: fill(template.subject, values).replace(/[\r\n]+/g, ' ').trim(),
    text: fill(template.body, values),
    html: htmlOf(template.body, values, systemTitle),
  };
}

/** The {{variables}} a text uses that the template may not (shown to the admin who writes it). */
export function unknownVariables(text: string, allowed: readonly string[]): string[] {
  const used = [...text.matchAll(VARIABLE)].map((match) => match[1]);
  return [...new Set(used.filter((name) => !allowed.includes(name)))];
}
