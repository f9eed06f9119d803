"use client";

import { GlassWaterIcon } from "lucide-react";
import dynamic from "next/dynamic";
import * as React from "react";
import { Button } from "@/components/ui/button";

/** The dialog (bar and drink pickers) loads when the magician first opens it. */
const RecordDrinksDialog = dynamic(() => import("./record-drinks-dialog").then((m) => m.RecordDrinksDialog), {
  ssr: false,
});

export function RecordDrinksButton() {
  const [open, setOpen] = React.useState(false);
  // stays mounted once opened, so closing it can animate
  const [opened, setOpened] = React.useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <GlassWaterIcon aria-hidden="true" />
        Record Drinks
      </Button>
      {opened && <RecordDrinksDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
