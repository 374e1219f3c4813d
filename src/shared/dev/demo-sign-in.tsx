/** The fake API's administrator (mocks/db), who signs in with this link in development. */
export const DEMO_SIGN_IN_PATH = '/verify?tg_id=1&hash=demo';

/**
 * Development only (`import.meta.env.DEV`, so a production build drops it): a way in for whoever
 * opens the bare address of `npm run dev`, which has no bot to give them a link.
 */
export function DemoSignIn() {
  return (
    <p className="hint">
      Разработка: <a href={DEMO_SIGN_IN_PATH}>войти как демо-администратор @anna_admin</a>
    </p>
  );
}
