// A cycle of type-only imports: dependency-cruiser counts it (ESLint's import-x/no-cycle, no longer used, did not).
import type { Customer } from './customer';

export interface Order {
  id: string;
  customer: Customer;
}
