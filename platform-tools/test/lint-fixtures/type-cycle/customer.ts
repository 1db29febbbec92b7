import type { Order } from './order';

export interface Customer {
  id: string;
  orders: Order[];
}
