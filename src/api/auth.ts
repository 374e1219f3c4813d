import * as z from 'zod/mini';
import { ResponseShapeError } from './errors';
import { bareClient } from './refresh';
import { readAccessToken, saveTokens } from './tokens';
import { saveUserInfo, type UserInfo } from './user-info';

const verifyResponseSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  user_name: z.optional(z.string()),
});

export type LoginRequest = { tg_id: string; hash: string };

/** The handshake: tokens go to cookies, the user's fields (never the tokens) to localStorage. */
export async function verifyLogin({ tg_id, hash }: LoginRequest): Promise<UserInfo> {
  const body: unknown = await bareClient.post('admin/verify', { json: { tg_id, hash } }).json();
  const parsed = verifyResponseSchema.safeParse(body);
  if (!parsed.success) throw new ResponseShapeError('admin/verify', parsed.error.message);
  const { access_token, refresh_token, ...userFields } = parsed.data;
  saveTokens({ access_token, refresh_token });
  const userInfo: UserInfo = { ...userFields, tg_id, hash };
  saveUserInfo(userInfo);
  return userInfo;
}

export function hasAccessToken(): boolean {
  return Boolean(readAccessToken());
}
