// A cycle of type-only imports: ESLint's import-x/no-cycle passes it, dependency-cruiser does not.
import type { Customer } from './customer';

export interface Order {
  id: string;
  customer: Customer;
}
