/**
 * Every icon by its name, the name of its file here. Content that names an icon (data/careers.json, the logo's
 * fallback in data/site-config.json) is resolved to path data with this table when the site is built
 * (createResolvers in gatsby-node.ts), so no page's script has to carry the whole table.
 */
import activity from "./activity";
import arrowLeft from "./arrow-left";
import arrowRight from "./arrow-right";
import award from "./award";
import briefcase from "./briefcase";
import calendar from "./calendar";
import check from "./check";
import checkCircle from "./check-circle";
import chevronDown from "./chevron-down";
import chevronLeft from "./chevron-left";
import chevronRight from "./chevron-right";
import clipboard from "./clipboard";
import clock from "./clock";
import close from "./close";
import dollar from "./dollar";
import download from "./download";
import eye from "./eye";
import eyeOff from "./eye-off";
import facebook from "./facebook";
import fileText from "./file-text";
import headset from "./headset";
import heart from "./heart";
import instagram from "./instagram";
import linkedin from "./linkedin";
import lock from "./lock";
import mail from "./mail";
import mapPin from "./map-pin";
import menu from "./menu";
import message from "./message";
import minus from "./minus";
import pause from "./pause";
import phone from "./phone";
import play from "./play";
import plus from "./plus";
import quote from "./quote";
import search from "./search";
import shield from "./shield";
import star from "./star";
import stethoscope from "./stethoscope";
import trendingUp from "./trending-up";
import twitter from "./twitter";
import users from "./users";

export const iconsByName: Readonly<Record<string, string>> = {
  activity,
  "arrow-left": arrowLeft,
  "arrow-right": arrowRight,
  award,
  briefcase,
  calendar,
  check,
  "check-circle": checkCircle,
  "chevron-down": chevronDown,
  "chevron-left": chevronLeft,
  "chevron-right": chevronRight,
  clipboard,
  clock,
  close,
  dollar,
  download,
  eye,
  "eye-off": eyeOff,
  facebook,
  "file-text": fileText,
  headset,
  heart,
  instagram,
  linkedin,
  lock,
  mail,
  "map-pin": mapPin,
  menu,
  message,
  minus,
  pause,
  phone,
  play,
  plus,
  quote,
  search,
  shield,
  star,
  stethoscope,
  "trending-up": trendingUp,
  twitter,
  users,
};
