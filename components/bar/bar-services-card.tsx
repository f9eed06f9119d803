"use client";

import { CalendarCheckIcon, SparklesIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatGBP } from "@/lib/domain/money";
import type { BarServiceOption } from "./bar-service-option";

/** The booking dialog (calendar, payment form) loads when the bar first picks a service. */
const BarServiceBookingDialog = dynamic(() => import("./bar-service-booking").then((m) => m.BarServiceBookingDialog), {
  ssr: false,
});

/** The bar services a bar can book, each opening the 3-step booking dialog. */
export function BarServicesCard({ services }: { services: BarServiceOption[] }) {
  const [selected, setSelected] = useState<BarServiceOption | null>(null);
  // stays mounted once opened, so closing it can animate
  const [opened, setOpened] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
          Book Bar Services
        </CardTitle>
        <CardDescription>Book the magician for your venue at partner prices, paid in full.</CardDescription>
      </CardHeader>
      <CardContent>
        {services.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No bar services available...</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Bar services">
            {services.map((service) => (
              <li
                key={service.id}
                className="flex flex-col justify-between gap-3 rounded-lg border bg-background/40 p-4"
                data-testid="bar-service"
              >
                <div>
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-medium">{service.title}</h3>
                    {service.discount > 0 && <Badge variant="secondary">{service.discount}% off</Badge>}
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">{service.description}</p>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <p className="text-lg font-semibold text-primary">
                    {formatGBP(service.pricePence)}
                    {service.discount > 0 && (
                      <span className="ml-2 text-sm font-normal text-muted-foreground line-through">
                        {formatGBP(service.basePrice * 100)}
                      </span>
                    )}
                  </p>
                  <Button
                    size="sm"
                    onClick={() => {
                      setOpened(true);
                      setSelected(service);
                    }}
                    aria-label={`Book ${service.title}`}
                  >
                    <CalendarCheckIcon aria-hidden="true" />
                    Book Now
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {opened && <BarServiceBookingDialog service={selected} onClose={() => setSelected(null)} />}
    </Card>
  );
}
