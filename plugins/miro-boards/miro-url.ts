/**
 * A Miro board's address (https://miro.com/app/board/{id}=/, with or without a share link or a viewport, or
 * its live embed or older embed address), read into Miro's live embed and the board's page on Miro.
 */
import { httpsUrlOf, type FramedPage } from '../../sdk/manifest';

export const MIRO_ORIGIN = 'https://miro.com';

const MIRO_HOSTS = new Set(['miro.com', 'www.miro.com']);
const BOARD_PATHS = new Set(['board', 'live-embed', 'embed']);
// Board ids are URL-safe base64 with its padding, e.g. uXjVOfjmQ4I=.
const BOARD_ID = /^[A-Za-z0-9_-]{6,64}={0,2}$/;

/** The board id of a Miro address, or null when it is not one. */
export function miroBoardIdOf(text: string): string | null {
  const url = httpsUrlOf(text);
  if (!url || !MIRO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [app, kind, id] = url.pathname.split('/').filter(Boolean);
  if (app !== 'app' || !kind || !BOARD_PATHS.has(kind) || !id) return null;
  let boardId: string;
  try {
    boardId = decodeURIComponent(id);
  } catch {
    return null;
  }
  return BOARD_ID.test(boardId) ? boardId : null;
}

/** Miro's live embed of a board address and the board on Miro, or null when it is not one. */
export function miroFramedPage(text: string): FramedPage | null {
  const boardId = miroBoardIdOf(text);
  if (!boardId) return null;
  const viewport = httpsUrlOf(text)?.searchParams.get('moveToViewport');
  const embed = new URL(`${MIRO_ORIGIN}/app/live-embed/${boardId}/`);
  embed.searchParams.set('embedMode', 'view_only_without_ui');
  if (viewport && /^-?\d+(,-?\d+){3}$/.test(viewport)) embed.searchParams.set('moveToViewport', viewport);
  return { frameSrc: embed.href, openUrl: `${MIRO_ORIGIN}/app/board/${boardId}/` };
}
