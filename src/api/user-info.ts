import * as z from 'zod/mini';

const USER_INFO_KEY = 'userInfo';

export const userInfoSchema = z.looseObject({
  user_name: z.optional(z.string()),
  tg_id: z.union([z.string(), z.number()]),
  hash: z.string(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

export function saveUserInfo(userInfo: UserInfo): void {
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
}

/** The stored user, or undefined when absent or unreadable (a hand-edited value must not crash the shell). */
export function readUserInfo(): UserInfo | undefined {
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
