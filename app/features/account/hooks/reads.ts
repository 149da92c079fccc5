import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ActiveUserProfileDocument } from '../../../../generated/graphql/documents/ActiveUserProfileDocument.ts';
import { UserBasicInfoDocument } from '../../../../generated/graphql/documents/UserBasicInfoDocument.ts';
import { UserDocument } from '../../../../generated/graphql/documents/UserDocument.ts';
import { useRestQuery } from '../../../api/rest/useRestQuery.ts';
import { loadAvatars, loadCurrentUser, loadDevices, loadProfiles } from '../api/calls.ts';

/** A read that can be asked again: `reload` bumps the key, so useRestQuery sends it anew. */
export function useReload(): [number, () => void] {
  const [version, setVersion] = useState(0);
  return [version, useCallback(() => setVersion((value) => value + 1), [])];
}

export const useCurrentUser = (version: number) => useRestQuery(`user:${version}`, loadCurrentUser);
export const useProfiles = (version: number) => useRestQuery(`profiles:${version}`, loadProfiles);
export const useAvatars = () => useRestQuery('avatars', loadAvatars);
export const useDevices = (version: number) => useRestQuery(`devices:${version}`, loadDevices);

/** After a profile change: the header's identity (name and avatar) and the user are read again. */
export function useRefreshIdentity(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    void client.refetchQueries({ include: [UserBasicInfoDocument, ActiveUserProfileDocument, UserDocument] });
  }, [client]);
}
