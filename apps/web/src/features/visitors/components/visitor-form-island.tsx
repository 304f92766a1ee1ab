import { type ComponentProps, useEffect } from 'react';
import { antdIsland } from '../../../components/antd-island';
import { SkeletonLines } from '../../../components/page-loading';
import { useSession } from '../../../lib/session/session-store';
import type { VisitorForm } from './visitor-form';

/** The visitor form with antd, loaded with antd's theme when drawn (the frame around it is light). */
const Island = antdIsland(() => import('./visitor-form').then((m) => m.VisitorForm));

/**
 * The visitor form on a registration page drawn without antd (issue 22): an anonymous visitor
 * sees the sign-in step without loading antd; for a signed-in one the form's chunk is asked for
 * as the page opens, beside their earlier registration, and a skeleton stands in until it is in.
 */
export function VisitorFormIsland(props: ComponentProps<typeof VisitorForm>) {
  return <Island {...props} fallback={<SkeletonLines rows={8} />} />;
}

/** Starts loading the form as soon as the visitor is signed in. */
export function usePreloadVisitorForm() {
  const { user } = useSession();
  useEffect(() => {
    if (user) void Island.preload();
  }, [user]);
}
