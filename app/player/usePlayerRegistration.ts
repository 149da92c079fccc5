import { useEffect, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { PlayerDocument } from '../../generated/graphql/documents/PlayerDocument.ts';
import { PlayerRegistrationChangedDocument } from '../../generated/graphql/documents/PlayerRegistrationChangedDocument.ts';
import { currentWebDevice, resolveDeviceIdent, type CurrentDeviceAnswer } from '../api/device-ident.ts';
import { useRestClients } from '../api/rest/RestProvider.tsx';
import type { RestClients } from '../api/rest/clients.ts';
import { registrationStatus, type RegistrationStatus } from './player-registration.ts';

async function askCurrentDevice(clients: RestClients): Promise<CurrentDeviceAnswer> {
  const { data } = await clients.profile.GET('/user/devices');
  return data?.success ? { answered: true, ident: currentWebDevice(data.result.deviceList) } : { answered: false };
}

/** This browser's player registration: its id (the device ident) and whether it may play, kept up to date by the push. */
export function usePlayerRegistration(): { playerId: string | null; status: RegistrationStatus } {
  const clients = useRestClients();
  const [playerId, setPlayerId] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void resolveDeviceIdent({
      storage: window.localStorage,
      currentDevice: () => askCurrentDevice(clients),
      randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
    }).then((ident) => current && setPlayerId(ident));
    return () => {
      current = false;
    };
  }, [clients]);
  const queried = useQuery(PlayerDocument, { variables: { playerId: playerId ?? '' }, skip: !playerId, fetchPolicy: 'cache-and-network' });
  const pushed = useSubscription(PlayerRegistrationChangedDocument, { variables: { playerId: playerId ?? '' }, skip: !playerId });
  return {
    playerId,
    status: registrationStatus({
      playerId,
      queried: queried.error ? undefined : queried.data?.player,
      pushed: pushed.data?.playerRegistrationChanged,
    }),
  };
}
