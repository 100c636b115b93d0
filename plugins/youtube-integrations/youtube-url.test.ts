import { describe, expect, it } from 'vitest';
import { youtubeFramedPage } from './youtube-url';

const ID = 'dQw4w9WgXcQ';
const PLAYER = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('a YouTube address', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&feature=share`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=shared`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `  https://WWW.YouTube.com/watch?v=${ID}  `,
  ])('%s plays in the nocookie player', (url) => {
    expect(youtubeFramedPage(url)).toEqual({ frameSrc: PLAYER, openUrl: `https://www.youtube.com/watch?v=${ID}` });
  });

  it.each([
    [`https://youtu.be/${ID}?t=90`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`, 42],
    [`https://www.youtube.com/embed/${ID}?start=75`, 75],
    [`https://www.youtube.com/watch?v=${ID}#t=30`, 30],
  ])('%s keeps its start time (%i s)', (url, seconds) => {
    expect(youtubeFramedPage(url)).toEqual({
      frameSrc: `${PLAYER}?start=${seconds}`,
      openUrl: `https://www.youtube.com/watch?v=${ID}&t=${seconds}s`,
    });
  });

  it('keeps the playlist of a video in a playlist', () => {
    expect(youtubeFramedPage(`https://www.youtube.com/watch?v=${ID}&list=PLabc_DEF-123`)).toEqual({
      frameSrc: `${PLAYER}?list=PLabc_DEF-123`,
      openUrl: `https://www.youtube.com/watch?v=${ID}&list=PLabc_DEF-123`,
    });
  });

  it('plays a playlist on its own as a video series', () => {
    const expected = {
      frameSrc: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLabc123',
      openUrl: 'https://www.youtube.com/playlist?list=PLabc123',
    };
    expect(youtubeFramedPage('https://www.youtube.com/playlist?list=PLabc123')).toEqual(expected);
    expect(youtubeFramedPage('https://www.youtube-nocookie.com/embed/videoseries?list=PLabc123')).toEqual(expected);
  });

  it('ignores a start time that is not one', () => {
    expect(youtubeFramedPage(`https://youtu.be/${ID}?t=soon`)?.frameSrc).toBe(PLAYER);
    expect(youtubeFramedPage(`https://youtu.be/${ID}?t=0`)?.frameSrc).toBe(PLAYER);
  });

  it.each([
    ['another video site', `https://vimeo.com/${ID}`],
    ['a lookalike host', `https://youtube.com.evil.test/watch?v=${ID}`],
    ['a host ending like YouTube', `https://notyoutube.com/watch?v=${ID}`],
    ['a user name pointing elsewhere', `https://www.youtube.com@evil.test/watch?v=${ID}`],
    ['a user name on YouTube', `https://someone@www.youtube.com/watch?v=${ID}`],
    ['plain http', `http://www.youtube.com/watch?v=${ID}`],
    ['a script', `javascript:alert('${ID}')`],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative address', `/watch?v=${ID}`],
    ['no video', 'https://www.youtube.com/'],
    ['a channel', 'https://www.youtube.com/@somechannel'],
    ['a malformed id', 'https://www.youtube.com/watch?v=short'],
    ['an id with other characters', 'https://youtu.be/dQw4w9WgXc!'],
    ['a non-embed nocookie page', `https://www.youtube-nocookie.com/watch?v=${ID}`],
    ['text', 'not a url'],
    ['nothing', ''],
  ])('refuses %s', (_, url) => {
    expect(youtubeFramedPage(url)).toBeNull();
  });
});
