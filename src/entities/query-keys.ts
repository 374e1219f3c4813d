// The one place an entity reaches into another: a change to one entity can make another's cached
// lists stale (a beach renamed shows in its hotels), so it invalidates by the other's keys.
export { beachKeys } from './beaches/keys';
export { hotelKeys } from './hotels/keys';
