import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { useOrderProductQuery } from '../../generated/graphql';
import './orders.css';

/** The list price of a product (products table, readable by everyone); undefined until known. */
export function useProductPrice(productId: number): {
  price: number | undefined;
  fetching: boolean;
} {
  const [{ data, fetching }] = useOrderProductQuery({ variables: { id: productId } });
  return { price: data?.products_by_pk?.price, fetching: fetching && !data };
}

export interface OrderLayoutProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of an order page: its title, what the service is, and the form. */
export function OrderLayout({ title, intro, children }: OrderLayoutProps) {
  return (
    <div className="container order-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <div className="order-intro">{intro}</div>
      <div className="card order-card">{children}</div>
    </div>
  );
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole US dollars ('$360'): prices are whole-dollar integers. */
export const formatDollars = (dollars: number) => usd.format(dollars);
