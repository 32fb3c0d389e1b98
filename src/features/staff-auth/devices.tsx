import { useCallback, useEffect, useId, useState } from 'react';
import { formatDateTime } from '@/lib/date-time';
import { getDatabase } from '@/lib/db';
import { checkIn } from '@/features/portal-access';
import { deviceListSchema, PORTAL_DEVICES_API, type Device } from '@/shared/portal-devices';
import { DEVICE_FLAG_KEYS } from '@/shared/storage-keys';
import { callApi, type Failure } from './auth-api';
import { ConfirmRemove } from './confirm-remove';

const METHOD_WORDS: Record<Device['method'], string> = {
  passkey: 'unlocks with a passkey',
  passphrase: 'unlocks with your passphrase',
};

/** The id of this browser's enrolment, if it has one (to mark "this device"). */
async function thisDeviceId(): Promise<string | null> {
  const value = (await getDatabase().flags.get(DEVICE_FLAG_KEYS.device))?.value as
    { deviceId?: unknown } | undefined;
  return typeof value?.deviceId === 'string' ? value.deviceId : null;
}

async function fetchDevices() {
  const [list, here] = await Promise.all([
    callApi(PORTAL_DEVICES_API.devices, deviceListSchema),
    thisDeviceId().catch(() => null),
  ]);
  return { list, here };
}

/**
 * The person's devices set up for offline use (decision 0025): each holds the portal's content key
 * under the person's own passkey or passphrase. Removing one makes it forget the portal at its next
 * contact with the server (this device at once).
 */
export function Devices() {
  const id = useId();
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [here, setHere] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const show = useCallback((answer: Awaited<ReturnType<typeof fetchDevices>>) => {
    setHere(answer.here);
    if (answer.list.ok) {
      setDevices(answer.list.value.devices);
      setProblem(null);
    } else setProblem(answer.list.failure.message);
  }, []);
  const load = useCallback(async () => show(await fetchDevices()), [show]);

  useEffect(() => {
    let live = true;
    void fetchDevices().then((answer) => live && show(answer));
    return () => {
      live = false;
    };
  }, [show]);

  async function remove(device: Device) {
    setWorking(device.id);
    setFailure(null);
    setDone(null);
    try {
      const answer = await callApi(PORTAL_DEVICES_API.device(device.id), null, {
        method: 'DELETE',
      });
      setConfirming(null);
      if (!answer.ok) return setFailure(answer.failure);
      if (device.id === here) {
        // This browser: the check-in hears "removed" and forgets the portal now.
        await checkIn({ db: getDatabase(), fetch: (...args) => fetch(...args), now: Date.now });
        setDone('This device was removed and has forgotten the portal.');
      } else
        setDone(`${device.label} was removed. It forgets the portal the next time it goes online.`);
      await load();
    } finally {
      setWorking(null);
    }
  }

  const active = devices?.filter((device) => device.removedAt === null) ?? [];
  return (
    <div className="card staff-account-wide">
      <h2 id={`${id}-title`}>Devices with offline access</h2>
      <p className="small muted">
        A device set up from the portal&apos;s lock screen keeps the portal for offline use, opened
        only with your passkey or passphrase.
      </p>
      {problem ? (
        <p className="staff-auth-error" role="alert">
          {problem}
        </p>
      ) : devices === null ? (
        <p aria-busy="true">Loading your devices…</p>
      ) : active.length === 0 ? (
        <p>No device is set up for offline use. Open the portal on a device to set it up.</p>
      ) : (
        <ul className="staff-passkeys" aria-labelledby={`${id}-title`}>
          {active.map((device) => (
            <li key={device.id} className="staff-passkey">
              <div>
                <div className="staff-passkey-name">
                  {device.label}
                  {device.id === here ? ' (this device)' : ''}
                </div>
                <div className="staff-passkey-meta">
                  Set up {formatDateTime(device.createdAt, 'localDateTime')} ·{' '}
                  {METHOD_WORDS[device.method]} · last online{' '}
                  {formatDateTime(device.lastSeenAt, 'localDateTime')}
                </div>
              </div>
              <div className="staff-passkey-actions">
                <ConfirmRemove
                  confirming={confirming === device.id}
                  removing={working === device.id}
                  busy={working !== null}
                  askLabel={`Remove ${device.label}`}
                  confirmLabel={`Remove ${device.label}`}
                  onAsk={() => setConfirming(device.id)}
                  onConfirm={() => void remove(device)}
                  onCancel={() => setConfirming(null)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <p className="staff-auth-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      {done ? (
        <p className="notice notice-success small" role="status">
          {done}
        </p>
      ) : null}
    </div>
  );
}
