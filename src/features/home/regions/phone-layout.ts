/** Keep equal to the breakpoint of regions-column.module.css and home-page.module.css. */
const PHONE_LAYOUT_QUERY = '(max-width: 720px)';

/** jsdom and some old webviews have no matchMedia; they get the desktop behaviour. */
export function isPhoneLayout(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_LAYOUT_QUERY).matches;
}
