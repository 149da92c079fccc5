import { withQuery } from '../../../lib/routing/links.ts';

export interface OptionLink {
  filter: string | null;
  filterId: string | null;
  sorterId: string | null;
}

const OPTION_PARAMS = ['filter', 'filterId', 'sorterId'] as const;

/**
 * The URL of a page option (show page schedule-type / filter / season / sorter dropdowns): the option's link
 * decides filter, filterId and sorterId; every other query parameter of the current URL is kept.
 */
export function optionHref(pathname: string, current: string | URLSearchParams, link: OptionLink): string {
  const params = new URLSearchParams(current);
  for (const name of OPTION_PARAMS) {
    const value = link[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  return withQuery(pathname, params);
}
