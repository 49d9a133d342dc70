// A small reader of schema.prisma for tests: models, fields, enums and their
// database names, so the migrated database can be checked against the schema.
import { readFileSync } from 'node:fs';

export interface SchemaField {
  name: string;
  column: string;
  type: string;
  optional: boolean;
  list: boolean;
  nativeType?: string;
}
export interface SchemaModel {
  name: string;
  table: string;
  fields: SchemaField[];
}
export interface SchemaEnum {
  name: string;
  dbName: string;
  values: string[];
}

export function readPrismaSchema(path: string): { models: SchemaModel[]; enums: SchemaEnum[] } {
  const source = readFileSync(path, 'utf8').replace(/\/\/.*$/gm, '');
  const blocks = [...source.matchAll(/^(model|enum)\s+(\w+)\s*\{([\s\S]*?)^\}/gm)];
  const enumNames = new Set(blocks.filter((b) => b[1] === 'enum').map((b) => b[2]!));
  const modelNames = new Set(blocks.filter((b) => b[1] === 'model').map((b) => b[2]!));
  const models: SchemaModel[] = [];
  const enums: SchemaEnum[] = [];
  for (const [, kind, name, body] of blocks) {
    const lines = body!
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const blockMap = /@@map\("([^"]+)"\)/.exec(body!)?.[1];
    if (kind === 'enum') {
      const values = lines
        .filter((l) => !l.startsWith('@@'))
        .map((l) => /@map\("([^"]+)"\)/.exec(l)?.[1] ?? l.split(/\s+/)[0]!);
      enums.push({ name: name!, dbName: blockMap ?? name!, values });
      continue;
    }
    const fields: SchemaField[] = [];
    for (const line of lines) {
      if (line.startsWith('@@')) continue;
      const m = /^(\w+)\s+(Unsupported\("[^"]+"\)|\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!m) continue;
      const [, fieldName, rawType, list, optional, rest] = m;
      const type = rawType!.replace(/^Unsupported\("([^"]+)"\)$/, 'Unsupported:$1');
      if (modelNames.has(type)) continue; // relation, not a column
      fields.push({
        name: fieldName!,
        column: /@map\("([^"]+)"\)/.exec(rest!)?.[1] ?? fieldName!,
        type,
        optional: Boolean(optional),
        list: Boolean(list),
        nativeType: /@db\.(\w+(?:\(\d+\))?)/.exec(rest!)?.[1],
      });
    }
    models.push({ name: name!, table: blockMap ?? name!, fields });
  }
  return { models, enums: enums.filter((e) => enumNames.has(e.name)) };
}

/** The PostgreSQL type (as format_type prints it) Prisma uses for a field. */
export function expectedColumnType(field: SchemaField, enums: SchemaEnum[]): string {
  const native = field.nativeType;
  if (native) {
    const [, base, size] = /^(\w+)(?:\((\d+)\))?$/.exec(native)!;
    const sized = (t: string) => (size ? `${t}(${size})` : t);
    switch (base) {
      case 'Char':
        return sized('character');
      case 'VarChar':
        return sized('character varying');
      case 'Timestamptz':
        return size ? `timestamp(${size}) with time zone` : 'timestamp with time zone';
      case 'Uuid':
        return 'uuid';
      case 'Date':
        return 'date';
      default:
        throw new Error(`no mapping for @db.${native}`);
    }
  }
  if (field.type.startsWith('Unsupported:')) return field.type.slice('Unsupported:'.length);
  const enumType = enums.find((e) => e.name === field.type);
  if (enumType) return `"${enumType.dbName}"`.replace(/^"(\w+)"$/, '$1');
  const scalar: Record<string, string> = {
    String: 'text',
    Int: 'integer',
    BigInt: 'bigint',
    Float: 'double precision',
    Boolean: 'boolean',
    DateTime: 'timestamp(3) without time zone',
    Json: 'jsonb',
    Bytes: 'bytea',
  };
  const t = scalar[field.type];
  if (!t) throw new Error(`no mapping for ${field.type}`);
  return t;
}
