import { db } from './db/index.ts';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const DEFAULT_TTL_MS = 300_000;

function ttlFromEnv(): number {
  const seconds = Number(process.env.FAKE_API_TOKEN_TTL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_TTL_MS;
}

let accessTokenTtlMs = ttlFromEnv();
const accessTokens = new Map<string, { tgId: number; expiresAt: number }>();
const refreshTokens = new Map<string, number>();

/** Short lifetimes make the panel's refresh path run during an ordinary demo session. */
export function setAccessTokenTtl(ms: number): void {
  accessTokenTtlMs = ms;
}

export function getAccessTokenTtl(): number {
  return accessTokenTtlMs;
}

export function issueTokens(tgId: number): TokenPair {
  const access_token = crypto.randomUUID();
  const refresh_token = crypto.randomUUID();
  accessTokens.set(access_token, { tgId, expiresAt: Date.now() + accessTokenTtlMs });
  refreshTokens.set(refresh_token, tgId);
  return { access_token, refresh_token };
}

/** Rotation: the presented refresh token is spent, so a replayed one fails like a stolen one would. */
export function rotateRefreshToken(refreshToken: string): TokenPair | undefined {
  const tgId = refreshTokens.get(refreshToken);
  if (tgId === undefined) return undefined;
  refreshTokens.delete(refreshToken);
  return issueTokens(tgId);
}

/** Lets a test force the 401 → refresh → retry path without waiting for the TTL. */
export function expireAccessTokens(): void {
  for (const token of accessTokens.values()) token.expiresAt = 0;
}

/** Expires one access token: one browser's session, where others share the fake API (the browser suite). */
export function expireAccessToken(accessToken: string): void {
  const session = accessTokens.get(accessToken);
  if (session) session.expiresAt = 0;
}

/** Forgets every token and restores the TTL from the environment. */
export function resetAuth(): void {
  accessTokens.clear();
  refreshTokens.clear();
  accessTokenTtlMs = ttlFromEnv();
}

/** The admin's tg_id for a valid `Authorization: Bearer …` header, else undefined. */
export function authenticate(authorization: string | null): number | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  const session = match?.[1] ? accessTokens.get(match[1]) : undefined;
  if (!session || session.expiresAt <= Date.now()) return undefined;
  return session.tgId;
}

export type VerifyResult =
  { ok: true; body: TokenPair & Record<string, unknown> } | { ok: false; status: 401; message: string };

/** The fake has no bot token, so the admin's stored demo hash stands in for Telegram's signature check. */
export function verifyAdmin(tgId: number, hash: string): VerifyResult {
  const admin = db.admins.find((candidate) => candidate.tg_id === tgId);
  if (!admin || admin.hash !== hash) {
    return { ok: false, status: 401, message: 'Доступ только для администраторов.' };
  }
  const { tg_id, user_name, first_name, last_name, language_code } = admin;
  const user = { tg_id, user_name, first_name, last_name, language_code };
  return { ok: true, body: { ...issueTokens(tg_id), ...user } };
}
