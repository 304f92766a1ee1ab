import type { User } from '@cidpex/contracts';
import { useSyncExternalStore } from 'react';
import { clearAuth, getStoredUser, getToken, storeSession, storeUser } from './storage';

/**
 * The signed-in state as React sees it. Writes go through here so that every component
 * using `useSession` re-renders; another tab's login or logout is picked up too.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot = read();

function read() {
  const token = getToken();
  return { token, user: token ? getStoredUser() : null };
}
function emit() {
  snapshot = read();
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'token' || event.key === 'user') emit();
  });
}

export const session = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => snapshot,
  signIn(token: string, user: User) {
    storeSession(token, user);
    emit();
  },
  updateUser(user: User) {
    storeUser(user);
    emit();
  },
  signOut() {
    clearAuth();
    emit();
  },
  /** After the http client renewed the token or cleared it. */
  refresh: emit,
};

export function useSession() {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function isOrganizer(user: User | null): boolean {
  return Boolean(user?.roles.includes('organizer'));
}
