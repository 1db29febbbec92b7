import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import type { SandboxDatabase } from '../db/connection';

export interface StoredLogo {
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Keeps the business's logo (migration 7) and points the business at it: `logo` and
 * `business_logo_url` carry a versioned URL, so the header's <img> shows the new one at once.
 */
export function saveBusinessLogo(
  db: SandboxDatabase,
  businessId: string,
  image: { contentType: string; width: number; height: number; bytes: Buffer },
  now: string,
): string {
  const url = `${SETTINGS_API.businessLogo}/${businessId}?v=${Date.parse(now)}`;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO business_logos VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (business_id) DO UPDATE SET content_type = excluded.content_type, width = excluded.width,
       height = excluded.height, bytes = excluded.bytes, updated = excluded.updated`,
    ).run(businessId, image.contentType, image.width, image.height, image.bytes, now);
    db.prepare('UPDATE businesses SET logo = ?, business_logo_url = ? WHERE id = ?').run(url, url, businessId);
  })();
  return url;
}

export function businessLogo(db: SandboxDatabase, businessId: string): StoredLogo | undefined {
  return db.prepare('SELECT content_type, width, height, bytes FROM business_logos WHERE business_id = ?').get(businessId) as StoredLogo | undefined;
}
