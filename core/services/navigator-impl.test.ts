import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigatorImpl } from './navigator-impl';

function fakeLocation(href = 'http://localhost:3000/projects') {
  const url = new URL(href);
  return { href: url.href, origin: url.origin, assign: vi.fn(), replace: vi.fn() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NavigatorImpl', () => {
  it('hands in-app paths to the attached router', () => {
    vi.stubGlobal('location', fakeLocation());
    const navigator = new NavigatorImpl();
    const handler = vi.fn();
    navigator.attach(handler);
    navigator.navigate('/not-found', { replace: true });
    expect(handler).toHaveBeenCalledWith('/not-found', { replace: true });
  });

  it('falls back to a page load before a router is attached, and after it detaches', () => {
    const location = fakeLocation();
    vi.stubGlobal('location', location);
    const navigator = new NavigatorImpl();
    navigator.navigate('/maintenance');
    navigator.navigate('/not-found', { replace: true });
    expect(location.assign).toHaveBeenCalledWith('/maintenance');
    expect(location.replace).toHaveBeenCalledWith('/not-found');

    const handler = vi.fn();
    const detach = navigator.attach(handler);
    detach();
    navigator.navigate('/');
    expect(handler).not.toHaveBeenCalled();
    expect(location.assign).toHaveBeenLastCalledWith('/');
  });

  it('turns a same-origin URL into a path and leaves the app for another origin', () => {
    const location = fakeLocation();
    vi.stubGlobal('location', location);
    const navigator = new NavigatorImpl();
    const handler = vi.fn();
    navigator.attach(handler);

    navigator.navigate('http://localhost:3000/login?company=acme');
    navigator.navigate('https://sso.acme.test/login');

    expect(handler).toHaveBeenCalledWith('/login?company=acme', undefined);
    expect(location.assign).toHaveBeenCalledWith('https://sso.acme.test/login');
  });

  it('assign always leaves the app', () => {
    const location = fakeLocation();
    vi.stubGlobal('location', location);
    new NavigatorImpl().assign('https://billing.example.test');
    expect(location.assign).toHaveBeenCalledWith('https://billing.example.test');
  });
});
