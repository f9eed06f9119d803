import "server-only";

/** E-mails about a partner bar's registration: its welcome (with the fee's receipt) and the magician's notice. Each kind is a module in ./emails. */
export {
  REGISTRATION_FEE_ITEM,
  barWelcomeMail,
  type RegisteredBar,
  type RegistrationReceipt,
} from "./emails/bar-welcome";
export { magicianBarRegisteredMail } from "./emails/magician-bar-registered";
