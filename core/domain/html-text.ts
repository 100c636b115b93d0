/** Rich text (HTML) as one line of plain text: tags become spaces, runs of white space one space. */
export function htmlAsText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
