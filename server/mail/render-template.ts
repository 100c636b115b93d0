/**
 * Fills a mail template. The text part gets the values as they are; the HTML part is built from the text,
 * every value and every line escaped, so a name like `<script>` or `<a href=...>` arrives as plain text.
 * The link becomes a button in the product's colour; a line of {{items}} becomes a list of links (a digest).
 */
import { THEME_COLORS } from '../../core/domain/constants';
import type { EmailTemplateText } from './default-templates';

/** One entry of a list of links: what it is, a line more about it, and the absolute URL that opens it. */
export interface MailItem {
  label: string;
  detail: string;
  url: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}/g;
const LINK_LINE = /^\s*\{\{\s*link\s*\}\}\s*$/;
const ITEMS_LINE = /^\s*\{\{\s*items\s*\}\}\s*$/;

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

function itemsText(items: readonly MailItem[]): string {
  return items.map((item) => `- ${item.label}: ${item.detail}\n  ${item.url}`).join('\n');
}

function itemsHtml(items: readonly MailItem[]): string {
  const entries = items.map(
    (item) =>
      `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:${THEME_COLORS.primary}">${escapeHtml(item.label)}</a>` +
      `<br><span style="color:#555">${escapeHtml(item.detail)}</span></li>`,
  );
  return `<ul style="margin:0;padding-left:20px">${entries.join('')}</ul>`;
}

function htmlLine(line: string, values: Readonly<Record<string, string>>, items: readonly MailItem[]): string {
  if (LINK_LINE.test(line) && values.link) return linkButton(values.link);
  if (ITEMS_LINE.test(line)) return itemsHtml(items);
  return `<p style="margin:0 0 4px">${escapeHtml(fill(line, values))}</p>`;
}

function htmlOf(body: string, values: Readonly<Record<string, string>>, items: readonly MailItem[], systemTitle: string): string {
  const paragraphs = body.split(/\n{2,}/).map((block) => block.split('\n').map((line) => htmlLine(line, values, items)).join(''));
  return [
    '<!doctype html><html><body style="font-family:Roboto,Arial,sans-serif;color:#1d1d1d;line-height:1.5">',
    `<div style="border-top:4px solid ${THEME_COLORS.primary};max-width:560px;margin:0 auto;padding:16px">`,
    `<h1 style="font-size:18px;color:${THEME_COLORS.primary};margin:0 0 16px">${escapeHtml(systemTitle)}</h1>`,
    paragraphs.map((p) => `<div style="margin:0 0 12px">${p}</div>`).join(''),
    '</div></body></html>',
  ].join('');
}

export function renderTemplate(
  template: EmailTemplateText,
  values: Readonly<Record<string, string>>,
  items: readonly MailItem[] = [],
): RenderedMail {
  const systemTitle = values.system_title ?? '';
  return {
    // A subject is one line: a value with a line break must not add mail headers.
    subject: fill(template.subject, values).replace(/[\r\n]+/g, ' ').trim(),
    text: fill(template.body, { ...values, items: itemsText(items) }),
    html: htmlOf(template.body, values, items, systemTitle),
  };
}

/** The {{variables}} a text uses that the template may not (shown to the admin who writes it). */
export function unknownVariables(text: string, allowed: readonly string[]): string[] {
  const used = [...text.matchAll(VARIABLE)].map((match) => match[1]);
  return [...new Set(used.filter((name) => !allowed.includes(name)))];
}
