import type { ComponentType } from 'react';

export interface NavigationLink {
  kind: 'link';
  label: string;
  to: string;
  /** In a menu: the heading it is listed under ("Statistics" in the admin menu); none for the menu's first links. */
  group?: string;
}

/** The heading to show before a menu's link: its group's, when the link is the first of that group. */
export function groupHeading(links: readonly NavigationLink[], index: number): string | undefined {
  const group = links[index]?.group;
  return group !== undefined && links[index - 1]?.group !== group ? group : undefined;
}

/** A place with places under it; `links` is null while they load. */
export interface NavigationMenu {
  kind: 'menu';
  label: string;
  /** The route pattern (or patterns) under which the menu shows as the active place. */
  activePattern: string | readonly string[];
  links: readonly NavigationLink[] | null;
  /** Said when there are no links. */
  emptyLabel?: string;
  /** Called as the menu is shown (its links are read then, so the bar costs no request). */
  onOpen?: () => void;
}

export interface NavigationProfile {
  kind: 'profile';
  label: string;
  to: string;
}

export interface NavigationAction {
  kind: 'action';
  label: string;
  run: () => void;
  /** Shown instead of the label in the wide bar (the label becomes its name and tooltip). */
  icon?: ComponentType;
}

export type NavigationEntry = (NavigationLink | NavigationMenu | NavigationProfile | NavigationAction) & {
  key: string;
  /** Entries at the end sit on the right of the wide bar. */
  end?: boolean;
};
