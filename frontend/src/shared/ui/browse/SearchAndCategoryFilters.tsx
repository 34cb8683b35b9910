import { SearchOutlined } from '@ant-design/icons';
import { Input, Select } from 'antd';
import { FilterLabel } from './BrowseLayout';

/** The value of the "All Categories" option: no category filter. */
export const ALL_CATEGORIES = '';

interface SearchAndCategoryFiltersProps {
  /** Prefix of the fields' ids (`<prefix>-search`, `<prefix>-category`), unique on the page. */
  idPrefix: string;
  searchText: string;
  onSearchText: (text: string) => void;
  category: string;
  onCategory: (categoryId: string) => void;
  categories: ReadonlyArray<{ id: string; name: string }>;
  categoriesLoading: boolean;
}

/** The first two fields of a reagent browse panel (listings and requests): free-text search and a category. */
export function SearchAndCategoryFilters(props: SearchAndCategoryFiltersProps) {
  const { idPrefix, searchText, onSearchText, category, onCategory, categories, categoriesLoading } = props;
  return (
    <>
      <FilterLabel htmlFor={`${idPrefix}-search`}>Search</FilterLabel>
      <Input
        id={`${idPrefix}-search`}
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder="Name, catalog number, description..."
        value={searchText}
        onChange={(event) => onSearchText(event.target.value)}
        maxLength={200}
      />
      <FilterLabel htmlFor={`${idPrefix}-category`}>Category</FilterLabel>
      <Select<string>
        id={`${idPrefix}-category`}
        value={category}
        onChange={onCategory}
        options={[{ value: ALL_CATEGORIES, label: 'All Categories' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
        loading={categoriesLoading}
      />
    </>
  );
}
