#include <png.h>
#include "read_into_rows.h"
