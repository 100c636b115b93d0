import { describe, expect, it } from 'vitest';
import { miroFramedPage } from './miro-url';

const BOARD = 'uXjVOfjmQ4I=';
const EMBED = `https://miro.com/app/live-embed/${BOARD}/?embedMode=view_only_without_ui`;
const PAGE = `https://miro.com/app/board/${BOARD}/`;

describe('a Miro board address', () => {
  it.each([
    `https://miro.com/app/board/${BOARD}/`,
    `https://miro.com/app/board/${BOARD}`,
    `https://miro.com/app/board/${BOARD}/?share_link_id=123456789`,
    `https://www.miro.com/app/board/${BOARD}/`,
    'https://miro.com/app/board/uXjVOfjmQ4I%3D/',
    `https://miro.com/app/live-embed/${BOARD}/?autoplay=yep`,
    `https://miro.com/app/embed/${BOARD}/`,
  ])('%s is shown through the live embed', (url) => {
    expect(miroFramedPage(url)).toEqual({ frameSrc: EMBED, openUrl: PAGE });
  });

  it('keeps the viewport a board address names', () => {
    expect(miroFramedPage(`https://miro.com/app/board/${BOARD}/?moveToViewport=-100,-50,800,600`)?.frameSrc).toBe(
      `${EMBED}&moveToViewport=-100%2C-50%2C800%2C600`,
    );
  });

  it.each([
    ['another host', `https://miro.com.evil.test/app/board/${BOARD}/`],
    ['a lookalike host', `https://mirо.com/app/board/${BOARD}/`],
    ['plain http', `http://miro.com/app/board/${BOARD}/`],
    ['a script', `javascript:location='https://miro.com/app/board/${BOARD}/'`],
    ['the dashboard', 'https://miro.com/app/dashboard/'],
    ['a board id with other characters', 'https://miro.com/app/board/<script>/'],
    ['no board id', 'https://miro.com/app/board/'],
    ['a page outside the app', `https://miro.com/board/${BOARD}/`],
  ])('refuses %s', (_, url) => {
    expect(miroFramedPage(url)).toBeNull();
  });
});
