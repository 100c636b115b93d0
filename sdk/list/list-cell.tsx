import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { ColourDot } from '../lookups/colour-dot';
import { assignmentArrayOf } from '../family/field-declaration';
import { MemberName } from '../members/member-name';
import { AssignmentChipList } from '../registries/assigned-chips';
import { assignedOptionsOf, fieldDisplay, lookupItemOf, type ListField, type ListValue } from './list-field';
import { plainText } from './list-view-state';

/** Column widths in pixels by field kind: long texts get room, choices and numbers little. */
export const COLUMN_WIDTHS: Record<ListField['kind'], number> = {
  text: 240,
  multiline: 320,
  richText: 320,
  url: 200,
  number: 100,
  date: 130,
  checkbox: 100,
  select: 140,
  checklist: 110,
  lookup: 150,
  user: 160,
  tags: 200,
  stakeholders: 200,
  productsAndServices: 200,
};

/** Texts longer than this are cut at the column's width; the whole text shows on hover and on focus. */
const TRUNCATE_AFTER = 40;

const oneLine = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** One field's value in its table cell. */
export function ListCell({ field, value }: { field: ListField; value: ListValue }) {
  const t = useSdkTranslate();
  const text = plainText(field, value);
  if (field.kind === 'checkbox') return <>{value[field.name] === true ? t('list.yes') : ''}</>;
  if (field.kind === 'checklist') return <>{fieldDisplay(field, value)}</>;
  const assignmentArray = assignmentArrayOf(field);
  if (assignmentArray) return <AssignmentChipList chips={assignedOptionsOf(field, value).map((option) => ({ field: assignmentArray, ...option }))} />;
  if (field.kind === 'lookup' && text) {
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <ColourDot color={lookupItemOf(field, value)?.color} />
        {text}
      </span>
    );
  }
  if (field.kind === 'user' && text) return <MemberName name={text} />;
  if (field.kind === 'url' && text) {
    return (
      <Link href={text} target="_blank" rel="noopener noreferrer" sx={oneLine}>
        {text}
      </Link>
    );
  }
  if (text.length <= TRUNCATE_AFTER) return <>{text}</>;
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>} describeChild>
      {/* Focusable, so keyboard users reach the whole text too. */}
      <span tabIndex={0} style={oneLine}>
        {text}
      </span>
    </Tooltip>
  );
}
