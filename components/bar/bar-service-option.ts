export interface BarServiceOption {
  id: number;
  title: string;
  description: string;
  basePrice: number;
  discount: number;
  /** discounted price rounded to a whole pound, in pence (server's quoteBarService) */
  pricePence: number;
}
