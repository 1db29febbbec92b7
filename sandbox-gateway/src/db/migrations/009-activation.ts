import type { Migration } from '../migration';

export const migration: Migration = {
  version: 9,
  name: 'activation (issue 19): lead qualification answers, company types, industry sectors, master fields, the saved form, uploaded files',
  sql: `
    CREATE TABLE activation_lead_answers (
      id TEXT PRIMARY KEY,
      key TEXT NOT NULL,
      answer TEXT NOT NULL,
      country_id TEXT,
      position INTEGER NOT NULL
    );

    CREATE TABLE activation_company_types (
      id TEXT PRIMARY KEY,
      company_type TEXT NOT NULL,
      lead_qualification_id TEXT NOT NULL REFERENCES activation_lead_answers (id) ON DELETE CASCADE,
      position INTEGER NOT NULL
    );

    CREATE TABLE activation_industry_sectors (
      id TEXT PRIMARY KEY,
      parent_id TEXT REFERENCES activation_industry_sectors (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      entity_types TEXT NOT NULL,
      position INTEGER NOT NULL
    );

    CREATE TABLE activation_master_fields (
      id TEXT PRIMARY KEY,
      field_name TEXT NOT NULL,
      country_id TEXT NOT NULL,
      category TEXT NOT NULL,
      label_en TEXT NOT NULL,
      label_id TEXT NOT NULL,
      input TEXT NOT NULL,
      required INTEGER NOT NULL,
      position INTEGER NOT NULL
    );
    CREATE INDEX activation_master_fields_by_section ON activation_master_fields (country_id, category, position);

    CREATE TABLE activation_details (
      business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      facts TEXT NOT NULL,
      extra TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      updated_by TEXT NOT NULL
    );

    CREATE TABLE activation_files (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      doc_type TEXT NOT NULL,
      file_name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      stored_as TEXT NOT NULL,
      created TEXT NOT NULL,
      created_by TEXT NOT NULL
    );
    CREATE INDEX activation_files_by_business ON activation_files (business_id, created);
  `,
};
