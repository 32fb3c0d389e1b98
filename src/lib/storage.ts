/** Asks once for persistent storage, so the browser does not evict queued leads or the portal. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

export interface StorageUse {
  usedBytes: number;
  quotaBytes: number;
  persisted: boolean;
}

export async function estimateStorage(): Promise<StorageUse | undefined> {
  if (!navigator.storage?.estimate) return undefined;
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { usedBytes: usage, quotaBytes: quota, persisted };
}
