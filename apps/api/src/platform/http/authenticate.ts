import type { Language } from '@mp/contract/constants';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { preHandlerHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/access.ts';
import { AppError } from '../app-error.ts';
import { sha256 } from '../tokens.ts';

export interface Member {
  userId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    member: Member | undefined;
  }
}

/**
 * Bearer access token -> live session of an active member. Only the token's hash is looked up;
 * a revoked or expired session, a disabled user, or one without a verified e-mail and a
 * confirmed member id is not a member (SECURITY.md "Members only").
 */
export function createAuthenticate(db: Database): preHandlerHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || token.length > 200) throw new AppError(401, 'unauthenticated');
    const [row] = await db
      .select({ sessionId: sessions.id, userId: sessions.userId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.accessTokenHash, sha256(token)),
          isNull(sessions.revokedAt),
          gt(sessions.accessExpiresAt, new Date()),
          isNull(users.disabledAt),
          isNotNull(users.emailVerifiedAt),
          isNotNull(users.memberConfirmedAt),
        ),
      )
      .limit(1);
    if (!row) throw new AppError(401, 'unauthenticated');
    request.member = { userId: row.userId, sessionId: row.sessionId };
  };
}
