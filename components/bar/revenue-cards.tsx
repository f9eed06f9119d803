import { BeerIcon, PoundSterlingIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatGBP } from "@/lib/domain/money";

export interface RevenueSummary {
  commissionRevenuePence: number;
  drinksRevenuePence: number;
  bookingCount: number;
  drinksSold: number;
}

/** The two revenue cards; figures are computed on the server (GET /api/bar/summary, lib/server/bar/dashboard). */
export function RevenueCards({ summary }: { summary: RevenueSummary }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card data-testid="commission-revenue">
        <CardHeader>
          <CardDescription className="flex items-center gap-2">
            <PoundSterlingIcon className="size-4 text-primary" aria-hidden="true" />
            Commission Revenue
          </CardDescription>
          <CardTitle className="text-3xl text-primary">{formatGBP(summary.commissionRevenuePence)}</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          15% commission on {summary.bookingCount} {summary.bookingCount === 1 ? "booking" : "bookings"} at your venue
        </CardContent>
      </Card>
      <Card data-testid="drinks-revenue">
        <CardHeader>
          <CardDescription className="flex items-center gap-2">
            <BeerIcon className="size-4 text-primary" aria-hidden="true" />
            Drinks Revenue
          </CardDescription>
          <CardTitle className="text-3xl text-primary">{formatGBP(summary.drinksRevenuePence)}</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          {summary.drinksSold} promoted {summary.drinksSold === 1 ? "drink" : "drinks"} sold
        </CardContent>
      </Card>
    </div>
  );
}
