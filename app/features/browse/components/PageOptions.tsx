import { useSearchParams } from 'react-router-dom';
import { Select } from '../../../kit/Select.tsx';
import type { PageView_PageFragment } from '../../../../generated/graphql/operations.ts';

type Options = PageView_PageFragment['filters'];

function OptionSelect({ label, param, options }: { label: string; param: 'filterId' | 'sorterId'; options: Options }) {
  const [search, setSearch] = useSearchParams();
  if (options.length === 0) return null;
  const applied = search.get(param) ?? options.find((option) => option.isApplied)?.id ?? options[0]?.id ?? '';
  return (
    <Select
      label={label}
      className="page-option"
      value={applied}
      onChange={(event) => {
        const next = new URLSearchParams(search);
        next.set(param, event.target.value);
        // A new history entry per choice, so back/forward walks through them.
        setSearch(next);
      }}
    >
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.title ?? option.name}
        </option>
      ))}
    </Select>
  );
}

/** 'Filter by' and 'Sort by' dropdowns bound to filterId / sorterId in the URL. */
export function PageOptions({ page, filters = true }: { page: PageView_PageFragment; filters?: boolean }) {
  return (
    <div className="page-options">
      {filters ? <OptionSelect label="Filter by" param="filterId" options={page.filters} /> : null}
      <OptionSelect label="Sort by" param="sorterId" options={page.sorters} />
    </div>
  );
}
