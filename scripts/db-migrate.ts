import "./load-env";
import { migrateDatabase, runScript } from "./database-tasks";

runScript(migrateDatabase);
