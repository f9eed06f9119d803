import "./load-env";
import { runScript, seedDatabase } from "./database-tasks";

runScript(seedDatabase);
