// The part of @tanstack/react-query the platform shares (docs/decisions/0012-shared-subsets.md).
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from 'platform-full/@tanstack/react-query';
