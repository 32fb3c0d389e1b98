/**
 * SQL of enrolled devices (migration 0006, issue 25). Handlers never hold SQL; every time is epoch
 * milliseconds. A device is always read with its person, so each check reads the person's status
 * as it is now: revoking a person refuses their devices at once.
 */
import type { DeviceMethod } from '../src/shared/portal-devices';
import type { PersonRow } from './people-queries';

export interface DeviceRow {
  id: string;
  person_id: string;
  label: string;
  method: DeviceMethod;
  /** The device's public key, JWK JSON. */
  public_key: string;
  /** Hex SHA-256 of the check-in token. */
  check_in_hash: string;
  created_at: number;
  last_seen_at: number;
  epoch: number;
  removed_at: number | null;
  removed_by: string | null;
  wiped_at: number | null;
}

export interface DeviceWithPerson extends DeviceRow {
  person: Pick<PersonRow, 'id' | 'email' | 'name' | 'role' | 'status'>;
}

const DEVICE_COLUMNS =
  'd.id, d.person_id, d.label, d.method, d.public_key, d.check_in_hash, d.created_at, d.last_seen_at, d.epoch, d.removed_at, d.removed_by, d.wiped_at';

export function insertDevice(db: D1Database, row: DeviceRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO portal_devices (id, person_id, label, method, public_key, check_in_hash,
         created_at, last_seen_at, epoch, removed_at, removed_by, wiped_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, NULL, NULL, NULL)`,
    )
    .bind(
      row.id,
      row.person_id,
      row.label,
      row.method,
      row.public_key,
      row.check_in_hash,
      row.created_at,
      row.last_seen_at,
      row.epoch,
    );
}

interface JoinedRow extends DeviceRow {
  p_email: string;
  p_name: string;
  p_role: PersonRow['role'];
  p_status: PersonRow['status'];
}

/** The device and its person (as the directory has them now), or null. */
export async function findDevice(db: D1Database, id: string): Promise<DeviceWithPerson | null> {
  const row = await db
    .prepare(
      `SELECT ${DEVICE_COLUMNS}, p.email AS p_email, p.name AS p_name, p.role AS p_role, p.status AS p_status
       FROM portal_devices d JOIN people p ON p.id = d.person_id WHERE d.id = ?1`,
    )
    .bind(id)
    .first<JoinedRow>();
  if (!row) return null;
  const { p_email, p_name, p_role, p_status, ...device } = row;
  return {
    ...device,
    person: { id: device.person_id, email: p_email, name: p_name, role: p_role, status: p_status },
  };
}

/** A person's devices, newest first, removed ones included. */
export async function devicesOf(db: D1Database, personId: string): Promise<DeviceRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${DEVICE_COLUMNS} FROM portal_devices d WHERE d.person_id = ?1
       ORDER BY d.created_at DESC, d.id`,
    )
    .bind(personId)
    .all<DeviceRow>();
  return results;
}

export function markRemoved(
  db: D1Database,
  id: string,
  removedBy: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE portal_devices SET removed_at = ?3, removed_by = ?2 WHERE id = ?1 AND removed_at IS NULL',
    )
    .bind(id, removedBy, now);
}

/** A check-in that got a sealed key: seen now, holding `epoch`, and no longer told to wipe. */
export function markCheckedIn(
  db: D1Database,
  id: string,
  now: number,
  epoch: number,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE portal_devices SET last_seen_at = ?2, epoch = ?3, wiped_at = NULL WHERE id = ?1',
    )
    .bind(id, now, epoch);
}

/** Records the first time the device is told to wipe; true only for that first time. */
export async function markWiped(db: D1Database, id: string, now: number): Promise<boolean> {
  const result = await db
    .prepare('UPDATE portal_devices SET wiped_at = ?2 WHERE id = ?1 AND wiped_at IS NULL')
    .bind(id, now)
    .run();
  return result.meta.changes === 1;
}
