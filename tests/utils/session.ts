import { saveTokens } from '@/api/tokens';
import { saveUserInfo } from '@/api/user-info';
import { issueTokens } from '../../mocks/auth';

/** Signs in as the seeded admin, as a finished `/verify` would have. */
export function signIn(): void {
  saveTokens(issueTokens(1));
  saveUserInfo({ user_name: 'anna_admin', tg_id: '1', hash: 'demo' });
}
