import type { TablePaginationConfig } from 'antd'
import type { Paged } from '@/lib/paged-params.ts'

/** The page a table shows of a list the server pages, and how many rows the list has in all. */
export type TablePage = Paged & { total: number }

/** A table's pager over a list the server pages: the page sizes to choose from and `共 41 条`. */
export function tablePagination(
  { page, pageSize, total }: TablePage,
  onChange: (page: number, pageSize: number) => void,
  { sizes = [10, 20, 50, 100], unit = '条' }: { sizes?: number[]; unit?: string } = {},
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: sizes,
    showTotal: (count) => `共 ${count} ${unit}`,
    onChange,
  }
}
