import type { Language } from '@mp/contract/constants';
import type { FastifyRequest } from 'fastify';
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

/** Finds the live session of an active member by its access token's hash (the access module). */
export type FindMember = (accessTokenHash: string) => Promise<Member | undefined>;

/**
 * The hash of the request's bearer access token; 401 without one. Only the hash is ever looked
 * up or compared.
 */
export function accessTokenHashOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token || token.length > 200) throw new AppError(401, 'unauthenticated');
  return sha256(token);
}

/**
 * Bearer access token -> live session of an active member. Only the token's hash is looked up;
 * which sessions count is the access module's rule (SECURITY.md "Members only").
 */
export function createAuthenticate(findMember: FindMember) {
  return async (request: FastifyRequest): Promise<Member> => {
    const member = await findMember(accessTokenHashOf(request));
    if (!member) throw new AppError(401, 'unauthenticated');
    return member;
  };
}
