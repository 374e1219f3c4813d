import * as z from 'zod/mini';
import { takeEarlyResponse } from './early-fetch';
import { ResponseShapeError } from './errors';
import { bareClient } from './bare-client';
import { readAccessToken, saveTokens } from './tokens';
import { saveUserInfo, type UserInfo } from './user-info';

const verifyResponseSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  user_name: z.optional(z.string()),
});

export type LoginRequest = { tg_id: string; hash: string };

const VERIFY_PATH = 'admin/verify';

/**
 * The handshake: tokens go to cookies, the user's fields (never the tokens) to localStorage.
 * index.html may have sent this very handshake already; its answer is used when it succeeded.
 */
export async function verifyLogin({ tg_id, hash }: LoginRequest): Promise<UserInfo> {
  const json = { tg_id, hash };
  const response = (await takeEarlyResponse(VERIFY_PATH, JSON.stringify(json))) ?? (await (await bareClient()).post(VERIFY_PATH, { json }));
  // A body that is not JSON fails the shape check below, like every other unexpected answer.
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = verifyResponseSchema.safeParse(body);
  if (!parsed.success) throw new ResponseShapeError(VERIFY_PATH, parsed.error.message);
  const { access_token, refresh_token, ...userFields } = parsed.data;
  saveTokens({ access_token, refresh_token });
  const userInfo: UserInfo = { ...userFields, tg_id, hash };
  saveUserInfo(userInfo);
  return userInfo;
}

export const hasAccessToken = (): boolean => Boolean(readAccessToken());
