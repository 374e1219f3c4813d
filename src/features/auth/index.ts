// The sign-in's screens, each fetched on the way to its route: the refusal's page, the admin's own page.
export { ErrorPage } from './error-page';
export { UserPage } from './user-page';
