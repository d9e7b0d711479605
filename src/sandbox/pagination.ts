export type Pagination = {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
};

/**
 * The pagination object for the window of `limit` items starting at `offset`; `page` is as the endpoint
 * counts it.
 */
export function paginationOf(
  window: { page: number; limit: number; offset: number },
  total: number,
): Pagination {
  return {
    page: window.page,
    limit: window.limit,
    total,
    totalPages: Math.ceil(total / window.limit),
    hasNext: window.offset + window.limit < total,
    hasPrev: window.offset > 0,
  };
}
