/**
 * Every form of a YouTube address, read into the privacy-enhanced player (youtube-nocookie.com) and the
 * page on YouTube: watch?v=, youtu.be/, /embed/, /shorts/, /live/, /v/, m. and music. hosts, the
 * nocookie player itself, and playlists (list=). A start time (t= or start=, in seconds or 1h2m3s) is kept.
 */
import { httpsUrlOf, type FramedPage } from '../../sdk/manifest';

export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_HOST = 'youtu.be';
const PLAYER_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIDEO_PATHS = ['embed', 'shorts', 'live', 'v'];

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const LIST_ID = /^[A-Za-z0-9_-]{2,64}$/;
const TIME = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

export interface YoutubeVideo {
  videoId: string | null;
  listId: string | null;
  startSeconds: number | null;
}

/** Seconds from `90`, `90s` or `1h2m3s`; null for anything else or zero. */
function secondsOf(text: string | null): number | null {
  const match = text ? TIME.exec(text) : null;
  if (!match || match[0] === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/** The video id named by the path or query of a YouTube host's URL. */
function videoIdOf(url: URL): string | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (url.hostname === SHORT_HOST) return first ?? null;
  if (first === 'watch') return url.searchParams.get('v');
  if (first && VIDEO_PATHS.includes(first) && second !== 'videoseries') return second ?? null;
  return null;
}

/** The video or playlist a URL names, or null when it is not a YouTube address. */
export function readYoutubeUrl(text: string): YoutubeVideo | null {
  const url = httpsUrlOf(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (!WATCH_HOSTS.has(host) && host !== SHORT_HOST && !PLAYER_HOSTS.has(host)) return null;
  if (PLAYER_HOSTS.has(host) && !url.pathname.startsWith('/embed/')) return null;
  const videoId = videoIdOf(url);
  const listId = url.searchParams.get('list');
  const validVideo = videoId !== null && VIDEO_ID.test(videoId);
  const validList = listId !== null && LIST_ID.test(listId);
  if (videoId !== null && !validVideo) return null;
  if (!validVideo && !validList) return null;
  const hashTime = new URLSearchParams(url.hash.slice(1)).get('t');
  const startSeconds = secondsOf(url.searchParams.get('t') ?? url.searchParams.get('start') ?? hashTime);
  return { videoId: validVideo ? videoId : null, listId: validList ? listId : null, startSeconds };
}

/** The nocookie player of a YouTube address and the page on YouTube, or null when it is not one. */
export function youtubeFramedPage(text: string): FramedPage | null {
  const video = readYoutubeUrl(text);
  if (!video) return null;
  const player = new URL(`${YOUTUBE_PLAYER_ORIGIN}/embed/${video.videoId ?? 'videoseries'}`);
  const page = new URL(video.videoId ? 'https://www.youtube.com/watch' : 'https://www.youtube.com/playlist');
  if (video.videoId) page.searchParams.set('v', video.videoId);
  if (video.listId) {
    player.searchParams.set('list', video.listId);
    page.searchParams.set('list', video.listId);
  }
  if (video.startSeconds !== null) {
    player.searchParams.set('start', String(video.startSeconds));
    page.searchParams.set('t', `${video.startSeconds}s`);
  }
  return { frameSrc: player.href, openUrl: page.href };
}
