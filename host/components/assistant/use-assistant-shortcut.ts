import { useEffect, useRef } from 'react';

/** Alt+Shift+A, by the key's place (`code`), so it works whatever character the layout gives Alt+Shift+A. */
export const isAssistantShortcut = (event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyA';

/** Calls `toggle` on the assistant's shortcut anywhere on the page while mounted. */
export function useAssistantShortcut(toggle: () => void): void {
  const latest = useRef(toggle);
  useEffect(() => {
    latest.current = toggle;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAssistantShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
